package bot_test

import (
	"bytes"
	"fmt"
	"os"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/protocol"
)

// A greedy bot answers the referee's handshake with its name, and a turn
// with its play: here the one that completes green's second sequence.
func ExampleRun() {
	s, err := notation.ParseSituation("*8*/1gb3b3/2g3b3/3gg1b3/6b3/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 standard gb 1 JS,5H")
	if err != nil {
		fmt.Println(err)
		return
	}
	var referee []byte
	referee = protocol.AppendHello(referee)
	referee = protocol.AppendGame(referee, &protocol.GameStart{Rules: engine.StandardRules, Seat: 0, Teams: []engine.Team{engine.Green, engine.Blue}})
	referee = protocol.AppendView(referee, &protocol.View{Situation: s})
	referee = protocol.AppendQuit(referee)
	if err := bot.Run(bytes.NewReader(referee), os.Stdout, play.Greedy, 1); err != nil {
		fmt.Println(err)
	}
	// Output:
	// bot greedy
	// 5H@E5
}
