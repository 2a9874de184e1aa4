package protocol

import "strings"

// Info writes an info line, "info TEXT", to the referee at once: a line
// for people that the referee never takes for an answer (docs/protocol.md;
// seqref match -v shows it, and quotes the last three of a game the bot
// forfeits). It is for the ChooseFunc to call while Serve runs, before it
// returns its answer; line breaks in text become spaces. Elsewhere it does
// nothing. An error in writing is returned by Serve.
func (s *Server) Info(text string) {
	if s.out == nil || s.err != nil {
		return
	}
	text = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(text)
	_, _ = s.out.WriteString(WordInfo)
	if text != "" {
		_ = s.out.WriteByte(' ')
		_, _ = s.out.WriteString(text)
	}
	_ = s.out.WriteByte('\n')
	s.err = s.out.Flush()
}
