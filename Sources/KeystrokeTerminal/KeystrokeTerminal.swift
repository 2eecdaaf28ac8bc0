/// The terminal I/O shell: raw mode, negotiation, decoding, rendering and the event loop.
public enum KeystrokeTerminal {}
