package widgets

// SetVisited has the links for which visited reports true drawn in the
// LinkVisited style (nil: none). Call Invalidate when its answers change.
func (v *DocumentView) SetVisited(visited func(link int64) bool) {
	v.visited = visited
	v.Invalidate()
}
