print("keystroke-bench: no benchmarks yet")
