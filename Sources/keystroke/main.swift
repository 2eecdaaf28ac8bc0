print("keystroke: the CLI arrives with the terminal runtime")
