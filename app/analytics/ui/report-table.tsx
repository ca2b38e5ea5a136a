import type { ReactNode } from 'react'

/** A report table that scrolls sideways on narrow screens: caption, one header row, then the rows given. */
export function ReportTable({ caption, columns, children }: { caption: ReactNode; columns: ReactNode[]; children: ReactNode }) {
  return (
    <div className="report-scroll">
      <table className="report-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
