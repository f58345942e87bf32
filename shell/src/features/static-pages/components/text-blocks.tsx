import { Box, Typography } from '@mui/material';
import type { TextBlock } from '../content/legal-document';

/** Paragraphs and bulleted lists of a content section. */
export function TextBlocks({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <Typography key={index} variant="body1" sx={{ mb: 1.5 }}>
            {block}
          </Typography>
        ) : (
          <Box key={index} component="ul" sx={{ pl: 3, mt: 0, mb: 1.5 }}>
            {block.list.map((item) => (
              <Typography key={item} component="li" variant="body1" sx={{ mb: 0.75 }}>
                {item}
              </Typography>
            ))}
          </Box>
        ),
      )}
    </>
  );
}
