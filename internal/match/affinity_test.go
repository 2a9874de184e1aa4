package match

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestPlace places the games of -j 2 on four CPUs: with Affinity each game
// on one CPU, its bots with it; with Spin each game on two, the referee's
// side on the first and its bots on the second, which are told to spin.
func TestPlace(t *testing.T) {
	cpus := []int{2, 3, 5, 7} // the CPUs the process may use need not be 0 on
	for _, tc := range []struct {
		name          string
		m             Config
		w             int
		referee, bots int
		spins, pinned bool
	}{
		{"neither", Config{}, 1, 0, 0, false, false},
		{"affinity, game 1", Config{Affinity: true}, 0, 2, 2, false, true},
		{"affinity, game 2", Config{Affinity: true}, 1, 3, 3, false, true},
		{"affinity, game 6 of more games than CPUs", Config{Affinity: true}, 5, 3, 3, false, true},
		{"spin, game 1", Config{Spin: true}, 0, 2, 3, true, true},
		{"spin, game 2", Config{Spin: true}, 1, 5, 7, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.m.place(tc.w, cpus)
			if p.pinned != tc.pinned || p.referee != tc.referee || p.bots != tc.bots {
				t.Errorf("pinned %v, referee %v, bots %v; want %v, %v, %v", p.pinned, p.referee, p.bots, tc.pinned, tc.referee, tc.bots)
			}
			if spins := p.spin > 0; spins != tc.spins {
				t.Errorf("spin %v, want spinning %v", p.spin, tc.spins)
			}
			if told := slices.Contains(p.env, SpinEnv+"=1"); told != tc.spins {
				t.Errorf("the bots' environment has %s=1: %v, want %v", SpinEnv, told, tc.spins)
			}
			if !tc.spins && p.env != nil && os.Getenv(SpinEnv) == "" {
				t.Errorf("the bots' environment is set (%d variables), want the referee's own", len(p.env))
			}
		})
	}
	if p := (&Config{Spin: true}).place(0, []int{4}); p.pinned {
		t.Errorf("one CPU: pinned to %v and %v, want nothing pinned", p.referee, p.bots)
	}
}

// TestWithoutSpin leaves the referee's environment to bots that are not to
// spin, unless it tells them to.
func TestWithoutSpin(t *testing.T) {
	if env := withoutSpin([]string{"HOME=/h", "PATH=/bin"}); env != nil {
		t.Errorf("no %s: %q, want nil (the referee's own)", SpinEnv, env)
	}
	in := []string{"HOME=/h", SpinEnv + "=1", "PATH=/bin"}
	if env, want := withoutSpin(in), []string{"HOME=/h", "PATH=/bin"}; !slices.Equal(env, want) {
		t.Errorf("%q: %q, want %q", in, env, want)
	}
	if in[1] != SpinEnv+"=1" {
		t.Errorf("the environment given was changed: %q", in)
	}
}

// TestCheckSpin refuses a spinning match that has fewer than two CPUs for
// each game at once, or that asks for Affinity too.
func TestCheckSpin(t *testing.T) {
	n := len(allowedCPUs())
	if err := (&Config{Spin: true, Affinity: true}).CheckSpin(); err == nil || !strings.Contains(err.Error(), "give one of them") {
		t.Errorf("spin and affinity: %v, want an error that says to give one", err)
	}
	if !canPin {
		if err := (&Config{Spin: true}).CheckSpin(); err == nil || !strings.Contains(err.Error(), "spin needs Linux") {
			t.Errorf("spin where threads cannot be given CPUs: %v, want an error", err)
		}
		return
	}
	too := n/2 + 1
	err := (&Config{Spin: true, Parallel: too}).CheckSpin()
	if err == nil || !strings.Contains(err.Error(), "spin needs two CPUs for each game played at once") {
		t.Errorf("-j %d on %d CPUs: %v, want an error", too, n, err)
	}
	if n >= 2 {
		if err := (&Config{Spin: true, Parallel: n / 2}).CheckSpin(); err != nil {
			t.Errorf("-j %d on %d CPUs: %v, want none", n/2, n, err)
		}
	}
	if err := (&Config{Affinity: true, Parallel: 3 * n}).CheckSpin(); err != nil {
		t.Errorf("affinity without spin: %v, want none", err)
	}
}
