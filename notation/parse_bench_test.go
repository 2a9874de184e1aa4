package notation

import "testing"

// benchTurns are turns as records hold them.
var benchTurns = []string{"7H@D6 +4D", "JDxE5 +QS", "dead 4C +9H; JSxE5 +7C", "AH@G5 +8D", "10S@B3 +?", "5H@E5 =B2-F6"}

// BenchmarkParseTurn is reading the notation of one turn.
func BenchmarkParseTurn(b *testing.B) {
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := ParseTurn(benchTurns[i%len(benchTurns)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkTurnReader is reading turns with one TurnReader, as the loader
// reads the turns of a record.
func BenchmarkTurnReader(b *testing.B) {
	b.ReportAllocs()
	var r TurnReader
	i := 0
	for b.Loop() {
		if _, err := r.Read(benchTurns[i%len(benchTurns)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
