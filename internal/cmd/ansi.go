package cmd

// ANSI escape sequences for the lines commands colour (diff); the board's
// colours are render's.
const (
	ansiReset = "\x1b[0m"
	ansiBold  = "\x1b[1m"
	ansiRed   = "\x1b[31m"
	ansiGreen = "\x1b[32m"
)
