package render

// htmlStyle is the HTML replay's style sheet: one column on a phone, the
// board beside the hands and entries on a wider screen, and on paper the
// board, its caption, the hands and the entries without the controls.
const htmlStyle = `:root { color-scheme: light; --ink: #212121; --muted: #5f5f5f; --line: #d0d0d0;
  --green: #1b7f3b; --blue: #1f5fbf; --red: #c62828; --current: #fff3d6; --last: #ef6c00; --bad: #ad1457; }
* { box-sizing: border-box; }
body { margin: 0; padding: 1rem; font: 16px/1.45 "DejaVu Sans", Verdana, Arial, sans-serif; color: var(--ink); background: #fff; }
header h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
header p { margin: .25rem 0; }
.meta { color: var(--muted); }
.players { list-style: none; padding: 0; margin: .5rem 0; display: flex; flex-wrap: wrap; gap: .35rem 1rem; }
.swatch { display: inline-block; min-width: 1.5em; padding: 0 .3em; border-radius: 1em; color: #fff; font-weight: bold; text-align: center; }
.swatch.green { background: var(--green); } .swatch.blue { background: var(--blue); } .swatch.red { background: var(--red); }
.question { border-left: 4px solid var(--blue); padding: .4rem .75rem; background: #f2f6fc; }
.problem { border-left: 4px solid var(--bad); padding: .4rem .75rem; background: #fcf0f5; }
main { display: grid; gap: 1rem 2rem; grid-template-columns: minmax(0, 640px) minmax(0, 1fr); align-items: start; }
@media (max-width: 900px) { main { grid-template-columns: minmax(0, 1fr); } }
#board svg { display: block; width: 100%; height: auto; }
#board.illegal { outline: 3px dashed var(--bad); outline-offset: 2px; }
.controls { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; margin: .75rem 0; }
.controls button { font: inherit; padding: .45rem .8rem; min-width: 2.75rem; border: 1px solid #888; border-radius: .4rem; background: #f5f5f5; cursor: pointer; }
.controls button:disabled { opacity: .45; cursor: default; }
.controls button:focus-visible, #entries button:focus-visible, #slider:focus-visible { outline: 3px solid var(--last); outline-offset: 2px; }
#entry-label { font-weight: bold; min-width: 9rem; }
#slider { flex: 1 1 100%; width: 100%; }
.nojs .controls, .nojs #slider { display: none; }
#caption p { margin: .2rem 0; }
#caption .heading { font-weight: bold; }
.legend { color: var(--muted); font-size: .85rem; }
h2 { font-size: 1.1rem; margin: 1rem 0 .4rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .25rem .4rem; border-bottom: 1px solid var(--line); }
th { white-space: nowrap; font-weight: normal; }
tr.to-move th { font-weight: bold; }
#entries { position: relative; list-style: none; padding: 0; margin: 0; max-height: 32rem; overflow-y: auto; border: 1px solid var(--line); border-radius: .4rem; }
#entries > li { padding: .35rem .6rem; border-bottom: 1px solid var(--line); }
#entries > li.current { background: var(--current); box-shadow: inset 4px 0 0 var(--last); }
#entries button { font: inherit; text-align: left; border: 0; background: none; padding: 0; cursor: pointer; color: inherit; }
#entries code { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
#entries > li.illegal { box-shadow: inset 4px 0 0 var(--bad); }
#entries > li.illegal.current { box-shadow: inset 8px 0 0 var(--bad); }
#entries .rule { color: var(--bad); font-weight: bold; }
#entries > li.not-judged { color: var(--muted); }
.notes { margin: .2rem 0 0 1.2rem; padding: 0; font-size: .9rem; color: #333; }
@media print {
  body { padding: 0; }
  .controls, #slider { display: none; }
  main { grid-template-columns: 1fr; }
  #entries { max-height: none; overflow: visible; border: 0; }
  #entries > li.current { background: none; }
}
`
