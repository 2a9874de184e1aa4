// Package searchcore is the Monte Carlo searcher behind package search,
// with its tuning (Params) open to the lab that measures it
// (internal/searchlab) and closed to the library's users: package search
// is its public face, and its package comment describes the search.
package searchcore
