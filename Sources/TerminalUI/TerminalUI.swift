/// TerminalUI: raw terminal, key decoding, screen buffer, diff renderer and the screens.
