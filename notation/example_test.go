package notation_test

import (
	"errors"
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

func ExampleParseTurn() {
	turn, err := notation.ParseTurn("dead 4c, 9S @ b7 +?")
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, a := range turn.Actions {
		fmt.Printf("column %d: %s\n", turn.Spans[i].Col, notation.FormatAction(a))
	}

	// The parser does not judge: a one-eyed jack "placed" reads fine, and the
	// rules refuse it later. Bad notation says where and what was expected.
	_, err = notation.ParseTurn("JS@E5 +QS 7H->D6")
	fmt.Println(err)
	// Output:
	// column 1: dead 4C
	// column 10: 9S@B7
	// column 18: +?
	// "7H->D6": not an action; expected an action: CARD@SPACE, CARDxSPACE, CARD, dead CARD, pass, +CARD, +?, nodraw or =SPACE-SPACE
}

func ExampleFormatTurn() {
	turn, _ := notation.ParseTurn("DEAD 4c +9h, 9♠ @ b7; + qs")
	fmt.Println(notation.FormatTurn(turn.Actions))

	turn, _ = notation.ParseTurn("js X e5   nodraw")
	fmt.Println(notation.FormatTurn(turn.Actions))
	// Output:
	// dead 4C +9H; 9S@B7 +QS
	// JSxE5 nodraw
}

func ExampleParsePosition() {
	board, err := notation.ParsePosition("*8*/2b7/10/4b5/10/10/10/10/1GGGGG4/*8*")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, name := range []string{"C2", "E4", "B9", "D5"} {
		s, _ := notation.ParseSpace(name)
		fmt.Printf("%s: %v, locked %v\n", name, board.TeamAt(s), board.Locked(s))
	}
	fmt.Println(notation.FormatPosition(&board))

	_, err = notation.ParsePosition("*8*/2b6/10/4b5/10/10/10/10/10/*8*")
	var se *notation.SyntaxError
	if errors.As(err, &se) {
		fmt.Printf("column %d: %v\n", se.Col, err)
	}
	// Output:
	// C2: blue, locked false
	// E4: blue, locked false
	// B9: green, locked true
	// D5: none, locked false
	// *8*/2b7/10/4b5/10/10/10/10/1GGGGG4/*8*
	// column 5: "2b6": row 2 covers 9 spaces, not 10; expected a row of g, b, r (G, B, R when locked), * on a corner and counts 1-10 of empty spaces, covering 10 spaces
}

func ExampleParseCard() {
	for _, text := range []string{"10H", "th", "T♥", "10♡", "add"} {
		c, _ := notation.ParseCard(text)
		fmt.Printf("%s -> %s\n", text, notation.FormatCard(c))
	}
	fmt.Println(notation.FormatCard(engine.NewCard(engine.Queen, engine.Spades)))
	// Output:
	// 10H -> 10H
	// th -> 10H
	// T♥ -> 10H
	// 10♡ -> 10H
	// add -> ADD
	// QS
}
