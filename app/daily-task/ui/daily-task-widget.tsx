import { Badge, ButtonLink, Card } from '~/ui'
import dailyTaskStyles from '~/styles/daily-task.css?url'

export type DailyTaskWidgetView = { size: 'big' | 'small'; title: string; instructions: string; completed: boolean } | null

/** The home widget: big (with the task text) or small, by the daily_task_widget_type flag. */
export function DailyTaskWidget({ widget }: { widget: DailyTaskWidgetView }) {
  if (!widget) return null
  return (
    <Card className={`hero-card daily-task-widget ${widget.size}`} aria-labelledby="daily-task-widget-title" data-size={widget.size}>
      <link rel="stylesheet" href={dailyTaskStyles} precedence="default" />
      <Badge>Daily task</Badge>
      <h2 id="daily-task-widget-title">{widget.title}</h2>
      {widget.size === 'big' ? <p className="muted">{widget.instructions}</p> : null}
      {widget.completed ? <p className="daily-done">✓ Done for today</p> : null}
      <ButtonLink variant={widget.size === 'big' ? 'primary' : 'secondary'} to="/daily-task" prefetch="intent">
        {widget.completed ? 'Practise again' : 'Start today’s task'}
      </ButtonLink>
    </Card>
  )
}
