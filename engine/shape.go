package engine

// turnShape is where the parts of a well-shaped turn stand among its actions;
// -1 for a part the turn does not have.
type turnShape struct {
	dead, deadDraw, play, final int
	// The Claim actions right after a placement are acts[claims:claims+nClaims].
	claims, nClaims int
}

// judgeShape checks a turn against its legal shape (docs/format.md section 5):
//
//	[ "dead" CARD [draw] ] ( play | "pass" ) [ draw | "nodraw" ]
//
// where a placement may be followed by the sequences it claims (=FROM-TO).
//
// A turn that would have that shape but for more dead cards in the dead-card
// part breaks dead-twice, any other turn-shape (docs/rules.md).
// A violation is recorded in j, with the player, and reported by false.
func judgeShape(j *judging, sh *turnShape) bool {
	acts := j.acts
	if len(acts) == 2 && acts[0].IsPlay() && acts[1].Kind == Draw {
		// The common entry, a play and its draw, as the loop below finds it.
		*sh = turnShape{dead: -1, deadDraw: -1, play: 0, final: 1, claims: 1}
		return true
	}
	*sh = turnShape{dead: -1, deadDraw: -1, play: -1, final: -1}
	secondDead := -1
	bad := func(d Detail, i int) bool {
		v := j.fail(TurnShape, d)
		v.ActionIndex, v.Player = i, j.player
		return false
	}
	i := 0
	for i < len(acts) && acts[i].Kind == TurnInDead {
		if sh.dead < 0 {
			sh.dead = i
		} else if secondDead < 0 {
			secondDead = i
		}
		i++
		if i < len(acts) && acts[i].Kind == Draw {
			if sh.deadDraw < 0 && secondDead < 0 {
				sh.deadDraw = i
			}
			i++
		}
	}
	if i == len(acts) {
		return bad(ShapeNoPlay, -1)
	}
	switch a := acts[i]; {
	case a.IsPlay() || a.Kind == Pass:
		sh.play = i
	case a.Kind == NoDraw && sh.dead >= 0:
		return bad(ShapeOutOfPlace, i)
	default:
		return bad(ShapeOutOfPlace, i)
	}
	i++
	sh.claims = i
	for i < len(acts) && acts[i].Kind == Claim {
		if k := acts[sh.play].Kind; k != Place && k != PlaceShort {
			return bad(ShapeOutOfPlace, i) // only a placement completes sequences
		}
		sh.nClaims++
		i++
	}
	if i < len(acts) && (acts[i].Kind == Draw || acts[i].Kind == NoDraw) {
		if acts[sh.play].Kind == Pass {
			return bad(ShapeDrawAfterPass, i)
		}
		sh.final = i
		i++
	}
	if i < len(acts) {
		switch a := acts[i]; {
		case a.IsPlay() || a.Kind == Pass:
			return bad(ShapeSecondPlay, i)
		case a.Kind == Draw || a.Kind == NoDraw:
			return bad(ShapeSecondDraw, i)
		default:
			return bad(ShapeOutOfPlace, i)
		}
	}
	if secondDead >= 0 {
		v := j.fail(DeadTwice, NoDetail)
		v.ActionIndex, v.Player = secondDead, j.player
		v.Card = acts[secondDead].Card
		return false
	}
	return true
}
