package match

import (
	"sync"
	"time"
)

// release gives the bots of a game back to the worker's idle ones, to
// play its next games, unless the match restarts them every game; a bot at
// fault, or that did not finish its handshake, is stopped.
func (m *Config) release(players []seat, res *Result, idle *pool) {
	var stop []*process
	for p := range players {
		proc := players[p].proc
		switch {
		case proc == nil:
		case m.Restart || p == res.Faulted || proc.name == "":
			stop = append(stop, proc)
		default:
			idle.put(proc)
		}
	}
	stopAll(stop, m.quitGrace())
}

// pool holds the bots of a worker between its games, by bot, and where the
// worker starts them.
type pool struct {
	idle  map[int][]*process
	place placement
}

func (p *pool) take(bot int) *process {
	list := p.idle[bot]
	if len(list) == 0 {
		return nil
	}
	p.idle[bot] = list[:len(list)-1]
	return list[len(list)-1]
}

func (p *pool) put(proc *process) {
	if p.idle == nil {
		p.idle = map[int][]*process{}
	}
	p.idle[proc.bot] = append(p.idle[proc.bot], proc)
}

// stop stops every idle bot.
func (p *pool) stop(grace time.Duration) {
	var all []*process
	for _, list := range p.idle {
		all = append(all, list...)
	}
	p.idle = nil
	stopAll(all, grace)
}

// stopAll stops bots at once: each is told to quit, and has grace to exit
// before its process group is killed.
func stopAll(procs []*process, grace time.Duration) {
	var wg sync.WaitGroup
	for _, proc := range procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			proc.stop(grace)
		}()
	}
	wg.Wait()
}
