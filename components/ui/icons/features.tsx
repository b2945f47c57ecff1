import { base, base20, type IconProps } from "./chrome";

/** Lists and cards on content pages: the check of a feature list, the why-partner cards. */
export const CheckIcon = (p: IconProps) => (<svg {...base20} strokeWidth={2} {...p}><path d="m5 10.5 3 3 7-7" /></svg>);
export const PersonIcon = (p: IconProps) => (<svg {...base} {...p}><path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" /></svg>);
export const BoltIcon = (p: IconProps) => (<svg {...base} {...p}><path d="M13 3 5 13h6l-1 8 8-10h-6l1-8Z" /></svg>);
export const LayersIcon = (p: IconProps) => (<svg {...base} {...p}><path d="m12 3 9 5-9 5-9-5 9-5Zm-9 9 9 5 9-5M3 16l9 5 9-5" /></svg>);
