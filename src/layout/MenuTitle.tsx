import { Tooltip, Typography } from '@mui/material';
import { useRef, useState } from 'react';

/** A menu item's title on one line; when it does not fit, the whole title shows in a tooltip. */
export const MenuTitle = ({ text }: { text: string }) => {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  return (
    <Tooltip title={cut ? text : ''} placement="right">
      <Typography
        ref={ref}
        component="span"
        variant="inherit"
        noWrap
        sx={{ display: 'block', minWidth: 0 }}
        onMouseEnter={() => setCut(!!ref.current && ref.current.scrollWidth > ref.current.clientWidth)}
      >
        {text}
      </Typography>
    </Tooltip>
  );
};
