package match

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestChoosePlacement chooses spin where the process may use two CPUs for
// each game played at once, else pin where it may use two, else none, and
// none wherever a process cannot place its threads.
func TestChoosePlacement(t *testing.T) {
	for _, tc := range []struct {
		cpus, parallel int
		linux          bool
		want           Placement
	}{
		{2, 1, true, PlaceSpin},
		{2, 0, true, PlaceSpin}, // Parallel 0 is one game at a time
		{3, 1, true, PlaceSpin},
		{4, 2, true, PlaceSpin},
		{64, 32, true, PlaceSpin},
		{3, 2, true, PlacePin},
		{2, 2, true, PlacePin},
		{2, 8, true, PlacePin},
		{63, 32, true, PlacePin},
		{1, 1, true, PlaceNone},
		{0, 1, true, PlaceNone}, // the CPUs could not be read
		{2, 1, false, PlaceNone},
		{64, 1, false, PlaceNone},
	} {
		if got := ChoosePlacement(tc.cpus, tc.parallel, tc.linux); got != tc.want {
			t.Errorf("ChoosePlacement(%d CPUs, %d games at once, Linux %v) = %v, want %v", tc.cpus, tc.parallel, tc.linux, got, tc.want)
		}
	}
	if got, want := DefaultPlacement(1), ChoosePlacement(len(allowedCPUs()), 1, canPin); got != want {
		t.Errorf("DefaultPlacement(1) = %v, want %v, as ChoosePlacement chooses for this process", got, want)
	}
}

// TestParsePlacement reads the names String writes, and no other.
func TestParsePlacement(t *testing.T) {
	for _, p := range []Placement{PlaceNone, PlacePin, PlaceSpin} {
		if got, err := ParsePlacement(p.String()); got != p || err != nil {
			t.Errorf("ParsePlacement(%q) = %v, %v; want %v", p.String(), got, err, p)
		}
	}
	if names := []string{PlaceNone.String(), PlacePin.String(), PlaceSpin.String()}; !slices.Equal(names, []string{"none", "pin", "spin"}) {
		t.Errorf("the placements are named %q, want none, pin and spin", names)
	}
	for _, name := range []string{"", "free", "affinity", "Pin", "spin "} {
		if _, err := ParsePlacement(name); err == nil || !strings.Contains(err.Error(), "none, pin or spin") {
			t.Errorf("ParsePlacement(%q): %v, want an error naming none, pin and spin", name, err)
		}
	}
	if s := Placement(9).String(); s != "Placement(9)" {
		t.Errorf("Placement(9).String() = %q", s)
	}
}

// TestPlace places the games of -j 2 on four CPUs: with PlacePin each game
// on one CPU, its bots with it; with PlaceSpin each game on two, the
// referee's side on the first and its bots on the second, which are told
// to spin; with PlaceNone nowhere.
func TestPlace(t *testing.T) {
	cpus := []int{2, 3, 5, 7} // the CPUs the process may use need not be 0 on
	for _, tc := range []struct {
		name          string
		m             Config
		w             int
		referee, bots int
		spins, pinned bool
	}{
		{"none", Config{}, 1, 0, 0, false, false},
		{"none, given", Config{Placement: PlaceNone}, 0, 0, 0, false, false},
		{"pin, game 1", Config{Placement: PlacePin}, 0, 2, 2, false, true},
		{"pin, game 2", Config{Placement: PlacePin}, 1, 3, 3, false, true},
		{"pin, game 6 of more games than CPUs", Config{Placement: PlacePin}, 5, 3, 3, false, true},
		{"spin, game 1", Config{Placement: PlaceSpin}, 0, 2, 3, true, true},
		{"spin, game 2", Config{Placement: PlaceSpin}, 1, 5, 7, true, true},
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
	for _, pl := range []Placement{PlacePin, PlaceSpin} {
		if p := (&Config{Placement: pl}).place(0, []int{4}); p.pinned {
			t.Errorf("%v on one CPU: pinned to %v and %v, want nothing pinned", pl, p.referee, p.bots)
		}
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

// TestCheckPlacement refuses pin and spin where threads cannot be given
// CPUs, a spinning match that has fewer than two CPUs for each game at
// once, and a placement that is none of the three; it takes none
// anywhere, and pin with any number of games.
func TestCheckPlacement(t *testing.T) {
	n := len(allowedCPUs())
	if err := (&Config{Placement: PlaceNone, Parallel: 3*n + 1}).CheckPlacement(); err != nil {
		t.Errorf("none: %v, want no error", err)
	}
	if err := (&Config{Placement: Placement(9)}).CheckPlacement(); err == nil || !strings.Contains(err.Error(), "none, pin or spin") {
		t.Errorf("Placement(9): %v, want an error naming none, pin and spin", err)
	}
	if !canPin {
		for _, p := range []Placement{PlacePin, PlaceSpin} {
			want := "placement " + p.String() + " needs Linux"
			if err := (&Config{Placement: p}).CheckPlacement(); err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%v where threads cannot be given CPUs: %v, want %q", p, err, want)
			}
		}
		return
	}
	too := n/2 + 1
	err := (&Config{Placement: PlaceSpin, Parallel: too}).CheckPlacement()
	if err == nil || !strings.Contains(err.Error(), "placement spin needs two CPUs for each game played at once") {
		t.Errorf("spin, -j %d on %d CPUs: %v, want an error", too, n, err)
	}
	if n >= 2 {
		if err := (&Config{Placement: PlaceSpin, Parallel: n / 2}).CheckPlacement(); err != nil {
			t.Errorf("spin, -j %d on %d CPUs: %v, want none", n/2, n, err)
		}
	}
	if err := (&Config{Placement: PlacePin, Parallel: 3 * n}).CheckPlacement(); err != nil {
		t.Errorf("pin, -j %d on %d CPUs: %v, want none", 3*n, n, err)
	}
}
