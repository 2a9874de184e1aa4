package match

// SetTournamentRun has the tournament play each pairing with run instead
// of Config.Run: a test plays simulated games.
func SetTournamentRun(t *Tournament, run func(m *Config, done func(*Result) error) error) {
	t.run = run
}
