package protocol_test

import (
	"bytes"
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/protocol"
)

// The referee writes its messages with the Append functions; a bot reads
// them with a Reader, one message at a time.
func ExampleReader() {
	s, err := notation.ParseSituation("*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 4C,7H")
	if err != nil {
		fmt.Println(err)
		return
	}
	var wire []byte
	wire = protocol.AppendHello(wire)
	wire = protocol.AppendGame(wire, &protocol.GameStart{Rules: engine.StandardRules, Seat: 0, Teams: []engine.Team{engine.Green, engine.Blue}})
	wire = protocol.AppendView(wire, &protocol.View{Situation: s})
	wire = protocol.AppendEnd(wire, "win green")
	wire = protocol.AppendQuit(wire)
	fmt.Print(string(wire))

	r := protocol.NewReader(bytes.NewReader(wire))
	for {
		m, err := r.Next()
		if err != nil {
			fmt.Println(err)
			return
		}
		switch m.Kind {
		case protocol.Hello:
			fmt.Println("hello, version", m.Version)
		case protocol.Start:
			fmt.Println("a game: seat", m.Game.Seat+1, "of", len(m.Game.Teams), "under", m.Game.Rules.Name)
		case protocol.Turn:
			fmt.Println("my turn at", notation.FormatSituation(m.View.Situation))
		case protocol.End:
			fmt.Println("the end:", m.Text)
		case protocol.Quit:
			fmt.Println("quit")
			return
		}
	}
	// Output:
	// seqref 1
	// game standard gb 1 2
	// situation *8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 7H,4C
	// dead
	// plays
	// go
	// end win green
	// quit
	// hello, version 1
	// a game: seat 1 of 2 under standard
	// my turn at *8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 7H,4C
	// the end: win green
	// quit
}
