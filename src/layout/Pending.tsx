import { LinearProgress } from '@mui/material';

/** What a screen shows while it loads (part 1 §2: "a pending indicator"). */
export const Pending = () => <LinearProgress aria-label="pending" sx={{ m: 2 }} />;

/** While the role is unknown nothing is rendered (part 1 §2). */
export const Blank = () => null;
