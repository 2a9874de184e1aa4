package match

import (
	"testing"
	"time"
)

// SetAnswerTimes sets the answer times that make a game quick or slow
// under an automatic placement (quickAnswer, slowAnswer) until the test
// ends.
func SetAnswerTimes(t testing.TB, quick, slow time.Duration) {
	oldQuick, oldSlow := quickAnswer, slowAnswer
	t.Cleanup(func() { quickAnswer, slowAnswer = oldQuick, oldSlow })
	quickAnswer, slowAnswer = quick, slow
}

// SetTournamentRun has the tournament play each pairing with run instead
// of Config.Run: a test plays simulated games.
func SetTournamentRun(t *Tournament, run func(m *Config, done func(*Result) error) error) {
	t.run = run
}
