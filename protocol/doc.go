// Package protocol is the text protocol between seqref's referee (seqref
// match) and bot programs: lines over the bot's standard input and output,
// described with a full example session in docs/protocol.md. The referee
// writes messages with the Append functions; a bot reads them with Reader.
//
// The protocol carries the game in the notation of docs/notation.md: cards,
// turns, and the position. It never shows a bot a card it could not see at
// the table: other players' hands, their draws, and the order of the pile.
package protocol
