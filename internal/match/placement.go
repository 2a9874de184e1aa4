package match

import (
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"
)

// Placement is how a match places the processes of its games, the
// referee's side of each and its bots, on CPUs (docs/match.md, "Speed").
// The zero value is PlaceNone.
type Placement uint8

// The placements, as seqref match --placement names them.
const (
	// PlaceNone (none) places nothing: every process runs on whichever of
	// the CPUs the process may use the kernel chooses.
	PlaceNone Placement = iota
	// PlacePin (pin) keeps each game, the referee's side and its bots, on
	// one CPU: game w of the Parallel at once on the w-th CPU the process
	// may use, modulo their number, as fastchess's -use-affinity does. It
	// needs Linux; with one CPU it pins nothing.
	PlacePin
	// PlaceSpin (spin) gives each game two CPUs of its own, the referee's
	// side on one and its bots on the other, and has both sides busy-wait
	// for each other's lines rather than sleep (the bots are told with
	// SpinEnv in their environment): the fastest way to play quick bots,
	// for a machine with two idle CPUs for each game played at once. It
	// needs Linux and those CPUs. For the match, Run keeps every thread of
	// the process on the referee's CPUs, and then gives every thread the
	// CPUs of the thread that called it.
	PlaceSpin
)

// placementNames are the placements' names, by value.
var placementNames = [...]string{PlaceNone: "none", PlacePin: "pin", PlaceSpin: "spin"}

// ParsePlacement reads a placement's name: none, pin or spin.
func ParsePlacement(name string) (Placement, error) {
	if i := slices.Index(placementNames[:], name); i >= 0 {
		return Placement(i), nil
	}
	return 0, fmt.Errorf("unknown placement %q: none, pin or spin", name)
}

// String is the placement's name, as ParsePlacement reads it.
func (p Placement) String() string {
	if int(p) < len(placementNames) {
		return placementNames[p]
	}
	return fmt.Sprintf("Placement(%d)", uint8(p))
}

// ChoosePlacement is the placement seqref match uses when none is given,
// for a process that may use cpus CPUs and plays parallel games at once,
// on Linux or elsewhere: PlaceSpin where there are two CPUs for each game,
// else PlacePin where there are two or more, else PlaceNone (one CPU, or
// not Linux, where a process cannot place its threads). It is chosen once,
// for the whole match, by measurement: with quick bots on a quiet
// two-CPU machine spin played the most games a second, then pin, then
// none (docs/match.md, "Speed").
func ChoosePlacement(cpus, parallel int, linux bool) Placement {
	switch {
	case !linux || cpus < 2:
		return PlaceNone
	case cpus >= 2*max(1, parallel):
		return PlaceSpin
	}
	return PlacePin
}

// DefaultPlacement is ChoosePlacement for this process, on this machine:
// its placement of parallel games at once by the CPUs it may use.
func DefaultPlacement(parallel int) Placement {
	return ChoosePlacement(len(allowedCPUs()), parallel, canPin)
}

// SpinEnv is the variable in the environment of the bots of a match played
// with PlaceSpin, set to 1: their CPU is shared only with the other bots
// of their game, so a bot may busy-wait for its next line, as seqref bot
// does (docs/protocol.md, "Waiting").
const SpinEnv = "SEQREF_SPIN"

// spinFor is how long the referee's side of a game played with PlaceSpin
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
// use. With PlacePin, the worker and its bots share the w-th of them,
// modulo their number, as fastchess's -use-affinity does: a game's
// processes take turns (only the player to move thinks), so one CPU serves
// them all, and an answer wakes a process on the CPU it was written on,
// where it runs as soon as the writer waits, rather than across CPUs,
// which costs an interrupt and a wake from idle each time. With
// PlaceSpin, the worker has the (2w)-th and its bots the next, and both
// sides busy-wait for the other's lines, so that neither sleeps and
// nothing has to be woken (docs/match.md, "Speed"). With fewer than two
// CPUs, or where they cannot be read or set, the placement pins nothing.
// Bots that are not to spin are not told to, whatever the referee's own
// environment says.
func (m *Config) place(w int, cpus []int) placement {
	p := placement{}
	if m.Placement != PlaceSpin {
		p.env = withoutSpin(os.Environ())
	}
	if m.Placement == PlaceNone || len(cpus) < 2 {
		return p
	}
	p.pinned = true
	if m.Placement == PlaceSpin {
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

// CheckPlacement tells why the match cannot place its games as Placement
// says, if it cannot: PlacePin and PlaceSpin need Linux, where a process
// chooses the CPUs of its threads, and PlaceSpin two CPUs the process may
// use for each game played at once. Run refuses such a match.
func (m *Config) CheckPlacement() error {
	switch m.Placement {
	case PlaceNone:
		return nil
	case PlacePin, PlaceSpin:
	default:
		return fmt.Errorf("unknown placement %v: none, pin or spin", m.Placement)
	}
	if !canPin {
		return fmt.Errorf("placement %v needs Linux, where a process chooses the CPUs of its threads", m.Placement)
	}
	if m.Placement == PlaceSpin {
		workers := max(1, m.Parallel)
		if n := len(allowedCPUs()); n < 2*workers {
			return fmt.Errorf("placement spin needs two CPUs for each game played at once: %d games need %d, and this process may use %d", workers, 2*workers, n)
		}
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
