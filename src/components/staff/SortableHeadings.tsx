/** A desk list's column headings; each sortable one is a button that sorts by it (again: the other way round). */
export function SortableHeadings<S extends string>({
  columns,
  labels,
  sortedBy,
  dir,
  onSort,
}: {
  columns: ReadonlyArray<{ sort: S | null }>
  /** Each column's heading, in the screen's language (also the cards' labels at phone width). */
  labels: readonly string[]
  sortedBy: S | undefined
  dir: 'asc' | 'desc'
  onSort: (sort: S, dir: 'asc' | 'desc') => void
}) {
  return (
    <tr>
      {columns.map((column, index) => {
        const sorted = column.sort !== null && sortedBy === column.sort
        return (
          <th key={index} scope="col" aria-sort={sorted ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
            {column.sort === null ? (
              labels[index]
            ) : (
              // A button, not a link: a sort is a view of the same list (the address keeps it all the same).
              <button
                type="button"
                className="order-sort"
                onClick={() => onSort(column.sort!, sorted && dir === 'asc' ? 'desc' : 'asc')}
              >
                {labels[index]}
                {sorted && <span aria-hidden="true">{dir === 'asc' ? ' ▲' : ' ▼'}</span>}
              </button>
            )}
          </th>
        )
      })}
    </tr>
  )
}
