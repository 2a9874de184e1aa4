package match

import (
	"runtime"
	"time"
)

// An automatic placement (Config.AutoAffinity) pins a game's processes to
// one CPU, as Affinity does, once every bot of a game has answered within
// quickAnswer on the average, and frees them again once one takes over
// slowAnswer: bots that answer in well under a millisecond gain nothing
// from more than one CPU, and lose most of their time to waking each other
// across CPUs (docs/match.md, "Speed"), where a bot that thinks may think
// on several threads and must keep every CPU it can use. They are
// variables only for the tests, which play bots far slower (export_test.go).
var (
	quickAnswer = 500 * time.Microsecond
	slowAnswer  = 2 * time.Millisecond
)

// Pinning can also make a game slower, when other work holds the CPU it is
// pinned to. So a worker tries its placements in turn, trial quick games
// each: free, then pinned to each of its candidate CPUs (placement.cands);
// it plays on in the one whose answers took the least time on the
// average, for firstHold games, then tries them all again, and holds the
// winner twice as long each time, up to lastHold games. A single game is
// too few to judge by: the free games of one match answered in 12 to 38
// µs on the average, as the kernel happened to place the processes, and a
// CPU shared with a busy loop gave one pinned game in three or four a mean
// of 50 to 120 µs, the others some 13 µs, as fast as on an idle CPU; and
// free games are no yardstick for pinned ones, as they too may share the
// busy CPU.
const (
	trial     = 8
	firstHold = 512
	lastHold  = 8192
)

// answerTimes are how many answers a bot gave since the last look, and
// the time from the referee's sending a turn to the answer's arrival,
// summed over them.
type answerTimes struct {
	answers int
	waited  time.Duration
}

// add counts an answer that took d.
func (a *answerTimes) add(d time.Duration) {
	a.answers++
	a.waited += d
}

// mean is the mean time of the answers counted, 0 when there were none.
func (a answerTimes) mean() time.Duration {
	if a.answers == 0 {
		return 0
	}
	return a.waited / time.Duration(a.answers)
}

// autoPlace is the state of an automatic placement: the placement its
// worker's games are played in (0 free, k pinned to the k-th candidate
// CPU), and whether it is on trial.
type autoPlace struct {
	at      int
	trying  bool
	games   int // the quick games of the trial so far
	sum     time.Duration
	means   []time.Duration // each placement's mean over its last trial: free, then each CPU
	hold    int             // the games left to play before the next trials
	holdFor int             // the hold after the next trials
}

// newAutoPlace starts trials of free games and of games pinned to each of
// cands candidate CPUs.
func newAutoPlace(cands int) autoPlace {
	return autoPlace{trying: true, means: make([]time.Duration, 1+cands)}
}

// after says where the worker's next game is played, after a game whose
// bots answered in the mean times bots (one for each bot that answered),
// all its answers in the mean time all; it reports whether that changed.
// A game with a slow bot frees the games until its bots are all quick
// again, and trials start again then.
func (a *autoPlace) after(bots []time.Duration, all time.Duration) (changed bool) {
	if len(bots) == 0 {
		return false
	}
	quick, slow := true, false
	for _, d := range bots {
		quick = quick && d < quickAnswer
		slow = slow || d > slowAnswer
	}
	was := a.at
	switch {
	case slow:
		a.at, a.trying, a.games, a.sum, a.hold, a.holdFor = 0, true, 0, 0, 0, 0
	case !quick:
	case !a.trying:
		if a.hold--; a.hold == 0 {
			a.at, a.trying = 0, true
		}
	default:
		if a.games, a.sum = a.games+1, a.sum+all; a.games < trial {
			break
		}
		a.means[a.at], a.games, a.sum = a.sum/trial, 0, 0
		if a.at++; a.at < len(a.means) {
			break
		}
		a.at = 0
		for k, m := range a.means {
			if m < a.means[a.at] {
				a.at = k
			}
		}
		a.trying = false
		a.holdFor = min(max(a.holdFor*2, firstHold), lastHold)
		a.hold = a.holdFor
	}
	return a.at != was
}

// adapt looks at how quickly the bots of the game just played answered,
// and, under an automatic placement, pins or frees the worker's thread,
// those bots and the worker's idle ones as autoPlace.after says. Each
// bot's count starts again.
func (p *pool) adapt(game []seat) {
	if !p.place.auto {
		return
	}
	var bots []time.Duration
	var all answerTimes
	for _, s := range game {
		if s.proc == nil || s.proc.times.answers == 0 {
			continue
		}
		t := &s.proc.times
		bots = append(bots, t.mean())
		all.answers += t.answers
		all.waited += t.waited
		*t = answerTimes{}
	}
	if !p.place.state.after(bots, all.mean()) {
		return
	}
	cpus := p.place.allowed
	p.place.pinned = p.place.state.at > 0
	if p.place.pinned {
		p.place.referee = p.place.cands[p.place.state.at-1]
		p.place.bots = p.place.referee
		cpus = []int{p.place.referee}
	}
	if !p.place.locked {
		runtime.LockOSThread() // for the rest of the match
		p.place.locked = true
	}
	setThreadCPUs(cpus...)
	for _, s := range game {
		if s.proc != nil {
			pinGroup(s.proc.cmd.Process.Pid, cpus)
		}
	}
	for _, list := range p.idle {
		for _, proc := range list {
			pinGroup(proc.cmd.Process.Pid, cpus)
		}
	}
}
