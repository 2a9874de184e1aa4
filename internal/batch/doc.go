// Package batch judges many records at once: it walks folders for record
// files, splits YAML streams into their records, judges them on a pool of
// workers, writes the results in the order of the inputs as soon as every
// earlier one is written, shows progress on a terminal, and counts totals.
package batch
