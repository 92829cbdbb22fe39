package doc

// The whole walks the tests compare with: the search itself walks a part
// at a time (WalkChunks).

// RawCandidates lists, in order, the chunks whose source holds needle (see
// RawNeedle) or one of hiddenBytes.
func (d *Document) RawCandidates(needle string, fold bool, stop func() bool) []int {
	return walkAll(d.rawWalk(needle, fold, 0, d.NumChunks()), stop)
}

// SearchChunks lists, in order, the chunks that may hold matches of q: the
// raw candidates when q has a safe literal (see RawNeedle), else all.
func (d *Document) SearchChunks(q *Query, stop func() bool) []int {
	return walkAll(d.WalkChunks(q, 0, d.NumChunks()), stop)
}

func walkAll(w *ChunkWalk, stop func() bool) []int {
	var out []int
	for k, ok := w.Next(stop); ok; k, ok = w.Next(stop) {
		out = append(out, k)
	}
	return out
}
