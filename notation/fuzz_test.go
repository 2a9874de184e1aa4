package notation_test

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/notation"
)

// The fuzz tests: no parser may panic, whatever it reads round-trips through
// its canonical form (the checks of roundtrip_test.go), and whatever it
// cannot read gives an error whose token stands where it says. The seeds
// cover every token kind and every kind of error; crashers found are kept
// under testdata/fuzz/FuzzX/ and run with the other tests.

func FuzzParseCard(f *testing.F) {
	for _, seed := range []string{
		"10H", "TH", "th", "10♥", "10♡", "10♥\ufe0f", "A♤", "2♧", "9♢", "JD", "qs", "K♠",
		"ADD", "add", "REMOVE", "remove",
		"", "H", "10", "1H", "11H", "0H", "ZH", "7Z", "7HH", "XX", "♥", "\ufe0f", "10H\ufe0f", "Aſ", "\xff", " 7H",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := notation.ParseCard(text)
		if err != nil {
			checkError(t, "ParseCard", text, err)
			if se := syntaxError(t, text, err); se.Col != 1 || se.Token != text {
				t.Fatalf("ParseCard(%q): error at column %d token %q, want the whole text", text, se.Col, se.Token)
			}
			return
		}
		checkCard(t, text, c)
	})
}

func FuzzParseSpace(f *testing.F) {
	for _, seed := range []string{
		"C4", "c4", "A1", "J10", "j10", "E5",
		"", "A", "K1", "4C", "A0", "A11", "A01", "J100", "A-1", "ı5", " C4", "\xff1",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := notation.ParseSpace(text)
		if err != nil {
			checkError(t, "ParseSpace", text, err)
			if se := syntaxError(t, text, err); se.Col != 1 || se.Token != text {
				t.Fatalf("ParseSpace(%q): error at column %d token %q, want the whole text", text, se.Col, se.Token)
			}
			return
		}
		checkSpace(t, text, s)
	})
}

func FuzzParseTurn(f *testing.F) {
	for _, seed := range []string{
		// Every action in every form, every separator.
		"7H@C4", "7H @ C4", "7h@c4", "7H", "JSxC4", "JS x C4", "JSXC4", "JSx C4", "JS xC4",
		"REMOVExJ10", "ADD@E5", "dead 4C", "DEAD 4c", "pass", "PASS", "+QS", "+ QS", "+?", "+ ?",
		"nodraw", "NoDraw", "dead 4C +9H; 9S@B7 +QS", "dead 4C, 9S@B7, +QS", "  7H\t@\tD6 ;; +? ",
		"JS@E5", "pass pass", "7H +QS 8H", "10♥\ufe0f@a2", "", " ;, ",
		// Claims: the sequences a placement names.
		"5H@E5 =B2-F6", "5H@E5 = f6-b2 =A1-E5", "=B2-F6", "=", "=B2", "=B2-", "=-F6", "=B2-K6",
		// Every kind of error.
		"7H->D6", "7H@", "7H@@C4", "7H@K4", "ZZ@C4", "@C4", "JSx", "xC4", "JSxK4", "fox",
		"dead", "dead +QS", "dead 4Z", "+", "++QS", "+ZZ", "+??", "?", "no draw", "\xff",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		turn, err := notation.ParseTurn(text)
		var reader notation.TurnReader
		read, rerr := reader.Read(text)
		if errText(err) != errText(rerr) || !cmp.Equal(turn, read) {
			t.Fatalf("ParseTurn(%q) = %v, %v; TurnReader.Read = %v, %v", text, turn, err, read, rerr)
		}
		if err != nil {
			checkError(t, "ParseTurn", text, err)
			if se := syntaxError(t, text, err); se.Token == "" {
				t.Fatalf("ParseTurn(%q): an error without its token", text)
			}
			return
		}
		checkTurn(t, text, turn)
	})
}

func FuzzParsePosition(f *testing.F) {
	for _, seed := range []string{
		notation.EmptyPosition,
		"*8*/2b7/10/4b5/10/10/10/10/10/*8*",
		"*gbrGBRgb*/10/10/10/10/10/10/10/10/*8*",
		"*8*/1gb3b3/2g3b3/3gg1b3/4b5/b4g4/10/3b6/1GGGGG4/*8*",
		"*2bb3b*/1b2b1g3/gBgb3g1g/2BbBgbG2/g2BBb1G2/g1gbBbbG2/gg1gBBgG1g/b1b1B1gG1g/g9/*bgggb1gb*",
		// Every kind of error.
		"", "*8*", "*8*/", "*8*//10/10/10/10/10/10/10/*8*", "*8*/9/10/10/10/10/10/10/10/*8*",
		"*8*/10/10/10/10/10/10/10/10/*8*/", "*8*/10g/10/10/10/10/10/10/10/*8*", "*9*/10/10/10/10/10/10/10/10/*8*",
		"*8**/10/10/10/10/10/10/10/10/*8*", "g8*/10/10/10/10/10/10/10/10/*8*", "*8*/x9/10/10/10/10/10/10/10/*8*",
		"*44*/10/10/10/10/10/10/10/10/*8*", "*8*/010/10/10/10/10/10/10/10/*8*", "*8*/100/10/10/10/10/10/10/10/*8*",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, err := notation.ParsePosition(text)
		if err != nil {
			checkError(t, "ParsePosition", text, err)
			return
		}
		checkPosition(t, text, b)
	})
}

func FuzzParseBoard(f *testing.F) {
	for _, name := range []string{"standard.board", "liberal.board"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		table := string(data)
		f.Add(table)
		f.Add(strings.ReplaceAll(table, "\n", "\r\n"))
		f.Add("\ufeff" + table)
		// Every kind of error, as edits of the table.
		f.Add(strings.Replace(table, "7C", "ZZ", 1))
		f.Add(strings.Replace(table, "2S", "JH", 1))
		f.Add(strings.Replace(table, "XX", "5D", 1))
		f.Add(strings.Replace(table, "3S", "2S", 1))
		f.Add(strings.Replace(table, "10S", "", 1))
		f.Add(strings.Replace(table, "10S", "10S 4D", 1))
		f.Add(strings.Replace(table, "  2 ", "  3 ", 1))
		f.Add(table + table[strings.Index(table, "\n")+1:])
		f.Add(table[:strings.LastIndex(strings.TrimSuffix(table, "\n"), "\n")+1])
	}
	f.Add("")
	f.Add("# nothing\n\n")
	f.Fuzz(func(t *testing.T, text string) {
		l, err := notation.ParseBoard(text)
		if err != nil {
			checkBoardError(t, text, err)
			return
		}
		checkLayout(t, text, l)
	})
}

func FuzzParseSituation(f *testing.F) {
	e := notation.EmptyPosition
	for _, seed := range []string{
		// Every field in every form.
		"*8*/2b7/10/4b5/10/10/10/10/1GGGGG4/*8* g=B9-F9 standard gbgb 2 2S,5H,AD,KC,6C,9D 80",
		e + " - standard gb 1 -", e + " - red-jacks gbr 3 ?", e + " - bible gb 2 7H,?3 0",
		"  " + e + "\t-  STANDARD GB 1 th,a♠,?2,?1 \n", e + " G=f9-B9,b=A2-E6 Bible Bg 1 add,remove,? 104",
		e + " - standard gbgbgbgbgbgb 12 ?0",
		// Every kind of error.
		"", e, e + " -", e + " - standard gb 1", e + " - standard gb 1 - 4 extra",
		"*8*/9/10/10/10/10/10/10/10/*8* - standard gb 1 -", e + " g - standard gb 1 -",
		e + " x=A1-A5 standard gb 1 -", e + " g=A1 standard gb 1 -", e + " g=A1-K5 standard gb 1 -",
		e + " g=A1-A5, standard gb 1 -", e + " - chess gb 1 -", e + " - standard gxb 1 -",
		e + " - standard gb 0 -", e + " - standard gb 01 -", e + " - standard gb 1 7H,,ZZ",
		e + " - standard gb 1 ?x", e + " - standard gb 1 ?100,?5", e + " - standard gb 1 - 105",
		e + " - standard g\xffb 1 -", e + " - standard gb 1 - +5",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := notation.ParseSituation(text)
		if err != nil {
			checkError(t, "ParseSituation", text, err)
			return
		}
		checkSituation(t, text, s)
	})
}
