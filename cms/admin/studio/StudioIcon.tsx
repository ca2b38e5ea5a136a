import type { ReactNode } from 'react'
import type { ScreenType } from '@schemas/screens'

/**
 * The studio's icons as inline SVG: glyphs and emoji depend on the fonts of the marketer's machine
 * (without an emoji font 📈 and 💳 were empty boxes), drawings do not.
 */
const dot = (cx: number, cy: number) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.6" fill="currentColor" stroke="none" />

const shapes = {
  SingleOption: [<circle key="o" cx="12" cy="12" r="8.5" />, <circle key="i" cx="12" cy="12" r="4" fill="currentColor" />],
  MultipleOption: [<rect key="b" x="3.5" y="3.5" width="17" height="17" rx="3" />, <path key="c" d="M8 12.5l3 3 5-6.5" />],
  Image: [
    <rect key="f" x="3" y="4" width="18" height="16" rx="2" />,
    <circle key="s" cx="9" cy="9.5" r="1.8" />,
    <path key="m" d="M3 17l5-5 4 4 3-3 6 6" />,
  ],
  Skip: [<path key="a" d="M3 12h12M10 6l6 6-6 6" />, <path key="b" d="M20 5v14" />],
  Dependent: [<path key="a" d="M4.5 12a7.5 7.5 0 1 0 2.3-5.4" />, <path key="b" d="M4 3.5V8h4.5" />],
  Loader: [<path key="a" d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5" />, <path key="b" d="M12 7v5l3 2" />],
  Info: [<circle key="o" cx="12" cy="12" r="8.5" />, <path key="l" d="M12 11v6" />, dot(12, 7.5)],
  Input: [<path key="p" d="M4 20h4L19 9l-4-4L4 16z" />, <path key="l" d="M13 7l4 4" />],
  Email: [<rect key="e" x="3" y="5.5" width="18" height="13" rx="2" />, <path key="f" d="M3.5 7l8.5 6 8.5-6" />],
  YesNo: [<path key="a" d="M4 8h15M15 4l4 4-4 4" />, <path key="b" d="M20 16H5M9 12l-4 4 4 4" />],
  Chart: [<path key="a" d="M4 4v16h16" />, <path key="b" d="M7.5 15l4-4 3 3 5-6" />],
  ProductOnboarding: [<rect key="p" x="6.5" y="2.5" width="11" height="19" rx="2.5" />, <path key="h" d="M10.5 18h3" />],
  Paywall: [<rect key="c" x="2.5" y="5.5" width="19" height="13" rx="2" />, <path key="s" d="M2.5 10h19M6 15h4" />],
  IndianFirst: [<path key="s" d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />],
  LevelIndicator: [<path key="g" d="M3.5 17a8.5 8.5 0 0 1 17 0" />, <path key="n" d="M12 17l4.5-5.5" />, dot(12, 17)],
  Lottie: [
    <path key="s" d="M12 3c.8 4.6 2.4 6.2 7 7-4.6.8-6.2 2.4-7 7-.8-4.6-2.4-6.2-7-7 4.6-.8 6.2-2.4 7-7z" />,
    <path key="t" d="M19 16v4M17 18h4" />,
  ],
  Slider: [<rect key="a" x="3" y="5" width="13" height="14" rx="2" />, <path key="b" d="M19.5 7v10" />, <path key="c" d="M9 21.5h1" />],
  LoaderWithPopups: [<path key="b" d="M4 4.5h16v11H10l-5 4v-4H4z" />, <path key="l" d="M8 9h8M8 12h5" />],
  IntroLesson: [<path key="p" d="M8 5v14l11-7z" />],
  IntroLessonFinished: [<circle key="o" cx="12" cy="12" r="8.5" />, <path key="c" d="M8 12.5l3 3 5-6.5" />],
  SaveOffer: [<path key="h" d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />],
  grip: [dot(9, 6), dot(15, 6), dot(9, 12), dot(15, 12), dot(9, 18), dot(15, 18)],
  up: [<path key="a" d="M12 19V5M6 11l6-6 6 6" />],
  down: [<path key="a" d="M12 5v14M6 13l6 6 6-6" />],
  duplicate: [
    <rect key="f" x="8.5" y="8.5" width="12" height="12" rx="2" />,
    <path key="b" d="M15.5 8.5V5.5a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h3" />,
  ],
  delete: [<path key="x" d="M6 6l12 12M18 6L6 18" />],
} satisfies Record<ScreenType | 'grip' | 'up' | 'down' | 'duplicate' | 'delete', ReactNode[]>

export type StudioIconName = keyof typeof shapes

/** A decorative icon: the control around it carries the words. */
export function StudioIcon({ name, size = 18 }: { name: StudioIconName | string; size?: number }) {
  const drawn = (shapes as Record<string, ReactNode[]>)[name] ?? shapes.Info
  return (
    <svg
      className="studio-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawn}
    </svg>
  )
}
