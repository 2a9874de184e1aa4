package match

import "math"

// fitElo sets every bot's Elo and error margin to those fitted on the
// crosstable of a tournament (FitElo), and does nothing in a match of two
// bots, whose Elo the score gives.
func (s *Standings) fitElo() {
	if s.Crosstable == nil || s.Games == 0 {
		return
	}
	fit := FitElo(s.Crosstable)
	for b := range s.Bots {
		bs := &s.Bots[b]
		bs.Elo, bs.EloError = nil, nil
		if bs.Games == 0 {
			continue
		}
		elo, margin := fit.Elo[b], fit.Error[b]
		bs.Elo = &elo
		if !math.IsInf(margin, 0) && !math.IsNaN(margin) {
			bs.EloError = &margin
		}
	}
}

// better orders bots in the standings: by score, or in a tournament by
// fitted Elo (the scores of bots that met different bots do not compare).
func (s *Standings) better(a, b int) bool {
	if s.Crosstable != nil {
		ea, eb := s.Bots[a].Elo, s.Bots[b].Elo
		if ea != nil && eb != nil {
			return *ea > *eb
		}
		if (ea == nil) != (eb == nil) {
			return ea != nil
		}
	}
	return s.Bots[a].Score > s.Bots[b].Score
}
