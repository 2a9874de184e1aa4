package render

// The geometry of the SVG board, in viewBox units. Every number is an
// integer, so the SVG that Go writes and the one the HTML replay's script
// builds carry the same numbers in the same form.
const (
	svgCell   = 60  // the side of a space
	svgMargin = 28  // room for the column letters above and the row numbers left
	svgPad    = 12  // room right of and below the board
	svgBoard  = 600 // 10 spaces
	svgWidth  = svgMargin + svgBoard + svgPad

	svgChipDY     = 38 // the chip's centre below the space's top edge
	svgChipR      = 18 // the chip's radius
	svgLockR      = 22 // the radius of the ring round a locked chip
	svgCardDY     = 18 // the card label's baseline below the space's top edge
	svgLetterDY   = 6  // the chip letter's baseline below the chip's centre
	svgCaptionGap = 30 // from the board's bottom edge to the first caption baseline
	svgLineHeight = 22 // between caption baselines
	svgCaptionMax = 68 // characters on a caption line before it wraps
)

// svgTeams are the chip colours of the teams, dark enough for white
// letters and for printing, and the letter each chip carries so that the
// teams tell apart without colour.
var svgTeams = []svgTeam{
	{Name: "green", Fill: "#1b7f3b", Letter: "G"},
	{Name: "blue", Fill: "#1f5fbf", Letter: "B"},
	{Name: "red", Fill: "#c62828", Letter: "R"},
}

// svgTeam is how a team's chips are drawn.
type svgTeam struct {
	Name   string `json:"name"`
	Fill   string `json:"fill"`
	Letter string `json:"letter"`
}

// teamStyle is the drawing of a team by its colour name; an unknown name
// draws grey with a question mark.
func teamStyle(name string) svgTeam {
	for _, t := range svgTeams {
		if t.Name == name {
			return t
		}
	}
	return svgTeam{Name: name, Fill: "#777777", Letter: "?"}
}

// spaceOrigin is the top-left corner of space i (0 is A1, row by row).
func spaceOrigin(i int) (x, y int) {
	return svgMargin + (i%10)*svgCell, svgMargin + (i/10)*svgCell
}

// chipCentre is where the chip on space i stands; sequence lines join the
// chip centres of their two ends.
func chipCentre(i int) (x, y int) {
	x, y = spaceOrigin(i)
	return x + svgCell/2, y + svgChipDY
}

// spaceIndex is the index of a space named "C4", and -1 for anything else.
func spaceIndex(name string) int {
	if len(name) < 2 || len(name) > 3 || name[0] < 'A' || name[0] > 'J' {
		return -1
	}
	row := 0
	for _, c := range name[1:] {
		if c < '0' || c > '9' {
			return -1
		}
		row = row*10 + int(c-'0')
	}
	if row < 1 || row > 10 {
		return -1
	}
	return (row-1)*10 + int(name[0]-'A')
}
