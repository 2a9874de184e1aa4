package puzzle

import "testing"

// BenchmarkGenerate makes one puzzle per iteration, a new seed each time,
// easy and hard in turn, and reports puzzles per second for each kind. The
// time includes the self-play games searched, the uniqueness check and the
// record being read back and checked.
func BenchmarkGenerate(b *testing.B) {
	for _, k := range Kinds {
		b.Run(string(k), func(b *testing.B) {
			n := 0
			for b.Loop() {
				d := Easy
				if n%2 == 1 {
					d = Hard
				}
				if _, err := Generate(Options{Kind: k, Seed: uint64(n), Count: 1, Difficulty: d}); err != nil {
					b.Fatal(err)
				}
				n++
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkCheck checks one fixture-like puzzle of each kind per iteration.
func BenchmarkCheck(b *testing.B) {
	for _, k := range Kinds {
		b.Run(string(k), func(b *testing.B) {
			puzzles, err := Generate(Options{Kind: k, Seed: 1, Count: 2})
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				for _, pz := range puzzles {
					if err := selfCheck(pz); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(2*b.N)/b.Elapsed().Seconds(), "checks/s")
		})
	}
}
