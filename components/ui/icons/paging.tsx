import { base, type IconProps } from "./chrome";

/** The carousels' previous and next. */
export const ChevronLeftIcon = (p: IconProps) => (<svg {...base} strokeWidth={2} strokeLinecap="butt" strokeLinejoin="miter" {...p}><path d="m15 6-6 6 6 6" /></svg>);
export const ChevronRightIcon = (p: IconProps) => (<svg {...base} strokeWidth={2} strokeLinecap="butt" strokeLinejoin="miter" {...p}><path d="m9 6 6 6-6 6" /></svg>);
