package match

import (
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"
)

// SpinEnv is the variable in the environment of the bots of a match played
// with Config.Spin, set to 1: their CPU is shared only with the other bots
// of their game, so a bot may busy-wait for its next line, as seqref bot
// does (docs/protocol.md, "Waiting").
const SpinEnv = "SEQREF_SPIN"

// spinFor is how long the referee's side of a game played with Config.Spin
// busy-waits for a bot's line before it sleeps until the line comes: long
// enough for a quick bot's answer, short enough that waiting for a bot
// that thinks wastes little.
const spinFor = 200 * time.Microsecond

// placement is where a worker runs its side of its games and the bots it
// starts, and how it waits for them.
type placement struct {
	pinned  bool
	referee int // the worker's thread's CPU, when pinned
	bots    int // the CPU of the bots it starts, when pinned
	spin    time.Duration
	env     []string // the bots' environment; nil for the referee's own
}

// place works out worker w's placement among cpus, those the process may
// use. With Affinity, the worker and its bots share the w-th of them,
// modulo their number, as fastchess's -use-affinity does: a game's
// processes take turns (only the player to move thinks), so one CPU serves
// them all, and an answer wakes a process on the CPU it was written on,
// where it runs as soon as the writer waits, rather than across CPUs,
// which costs an interrupt and a wake from idle each time. With Spin, the
// worker has the (2w)-th and its bots the next, and both sides busy-wait
// for the other's lines, so that neither sleeps and nothing has to be
// woken (docs/match.md, "Speed"). With fewer than two CPUs, or where they
// cannot be read or set, the placement pins nothing. Bots that are not to
// spin are not told to, whatever the referee's own environment says.
func (m *Config) place(w int, cpus []int) placement {
	p := placement{}
	if !m.Spin {
		p.env = withoutSpin(os.Environ())
	}
	if (!m.Affinity && !m.Spin) || len(cpus) < 2 {
		return p
	}
	p.pinned = true
	if m.Spin {
		p.referee, p.bots = cpus[2*w%len(cpus)], cpus[(2*w+1)%len(cpus)]
		p.spin = spinFor
		p.env = append(os.Environ(), SpinEnv+"=1")
		return p
	}
	p.referee = cpus[w%len(cpus)]
	p.bots = p.referee
	return p
}

// withoutSpin is env without SpinEnv, or nil (the referee's own
// environment, unchanged) when it has none.
func withoutSpin(env []string) []string {
	isSpin := func(v string) bool { return strings.HasPrefix(v, SpinEnv+"=") }
	if !slices.ContainsFunc(env, isSpin) {
		return nil
	}
	return slices.DeleteFunc(slices.Clone(env), isSpin)
}

// CheckSpin tells why the match cannot spin, if it cannot: each game at
// once needs two CPUs, and Affinity places games otherwise.
func (m *Config) CheckSpin() error {
	if !m.Spin {
		return nil
	}
	if m.Affinity {
		return fmt.Errorf("spin and affinity place a game's processes differently: give one of them")
	}
	if !canPin {
		return fmt.Errorf("spin needs Linux, where a process chooses the CPUs of its threads")
	}
	workers := max(1, m.Parallel)
	if n := len(allowedCPUs()); n < 2*workers {
		return fmt.Errorf("spin needs two CPUs for each game played at once: %d games need %d, and this process may use %d", workers, 2*workers, n)
	}
	return nil
}

// pinReferee keeps every thread of the process on the CPUs of the
// referee's side of the games, so that none of them (the runtime's, or
// the goroutines that wait for the bots to exit) runs on a CPU of the bots
// of a spinning match, and returns what gives every thread back the CPUs
// the calling thread had. Threads the runtime starts meanwhile take the
// CPUs of the thread that starts them.
func pinReferee(places []placement) (restore func()) {
	var referee []int
	for _, p := range places {
		if p.pinned {
			referee = append(referee, p.referee)
		}
	}
	if len(referee) == 0 {
		return func() {}
	}
	return pinThreads(referee)
}

// enter keeps the calling goroutine on its thread, and that thread on the
// worker's CPU, when the placement pins.
func (p *placement) enter() {
	if !p.pinned {
		return
	}
	runtime.LockOSThread()
	setThreadCPU(p.referee)
}

// start starts a bot on the placement's CPU: a process takes the CPUs of
// the thread that starts it, so the worker's thread moves to the bots' CPU
// for the start and back.
func (p *placement) start(command string) (*process, error) {
	if !p.pinned || p.bots == p.referee {
		return startProcess(command, p.env, p.spin)
	}
	setThreadCPU(p.bots)
	defer setThreadCPU(p.referee)
	return startProcess(command, p.env, p.spin)
}
