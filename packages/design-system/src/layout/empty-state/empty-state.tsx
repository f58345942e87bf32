import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** An icon element (default: an inbox). Decorative: hidden from assistive technology. */
  icon?: ReactNode;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
  /** Less padding, for grid overlays and cards. */
  compact?: boolean;
}

/** What a list, grid or section shows when it has nothing yet. */
export function EmptyState({ title, description, icon, action, compact = false }: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1,
        py: compact ? 3 : 6,
        px: 2,
        height: compact ? '100%' : undefined,
      }}
    >
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', '& svg': { fontSize: compact ? 40 : 56 } }}>
        {icon ?? <InboxOutlined />}
      </Box>
      <Typography variant={compact ? 'subtitle1' : 'h6'} component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
