import { domAnimation } from "framer-motion";

/** framer-motion's animation features (animate, exit, variants; no drag or layout): a chunk of its own, see components/demos/demo-drawer.tsx. */
export default domAnimation;
