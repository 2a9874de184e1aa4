// Package ruling is the referee's prose: why an entry breaks its rule
// (Explain, and the message of a verdict), why a legal entry is legal
// (RuleOn), and what each entry did that its notation does not show
// (Annotate). Package validate judges; this package says it in words.
package ruling
