import { NDA_SIGNATURE_MAX_LENGTH, shareLinkNdaMessages } from '@fundnet/validation-schema';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';

const WIDTH = 480;
const HEIGHT = 150;

/**
 * A small pad to draw a signature with a mouse, pen or finger (pointer events). Optional by design (ADR 0082): the
 * typed full name is the signature, so a keyboard or screen-reader user signs completely without it; the drawing only
 * illustrates. Reports a PNG data URL after each stroke (null when cleared), or an error when it is too large.
 */
export function SignaturePad({ onChange, disabled }: { onChange: (dataUrl: string | null) => void; disabled?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [inked, setInked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const helpId = useId();

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * WIDTH) / box.width, y: ((event.clientY - box.top) * HEIGHT) / box.height };
  };
  // The context is asked for only when drawing starts (test environments without a canvas never ask).
  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 2.2;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#1a237e';
    }
    return ctx ?? null;
  };

  const finish = () => {
    if (!last.current) return;
    last.current = null;
    const dataUrl = canvas.current?.toDataURL('image/png') ?? null;
    if (dataUrl && dataUrl.length > NDA_SIGNATURE_MAX_LENGTH) {
      setError(shareLinkNdaMessages.signatureTooLarge);
      onChange(null);
      return;
    }
    setError(null);
    onChange(dataUrl);
  };

  const clear = () => {
    const ctx = canvas.current?.getContext('2d');
    ctx?.clearRect(0, 0, WIDTH, HEIGHT);
    setInked(false);
    setError(null);
    onChange(null);
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        Drawn signature (optional)
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={inked ? 'Your drawn signature' : 'Empty signature pad'}
        aria-describedby={helpId}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          touchAction: 'none',
          cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
        onPointerDown={(event: React.PointerEvent<HTMLCanvasElement>) => {
          if (disabled) return;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          const ctx = context();
          if (!ctx) return;
          const at = point(event);
          ctx.beginPath();
          ctx.arc(at.x, at.y, 1, 0, Math.PI * 2);
          ctx.fillStyle = '#1a237e';
          ctx.fill();
          last.current = at;
          setInked(true);
        }}
        onPointerMove={(event: React.PointerEvent<HTMLCanvasElement>) => {
          const from = last.current;
          const ctx = from ? context() : null;
          if (!from || !ctx) return;
          const to = point(event);
          ctx.beginPath();
          ctx.moveTo(from.x, from.y);
          ctx.lineTo(to.x, to.y);
          ctx.stroke();
          last.current = to;
        }}
        onPointerUp={finish}
        onPointerCancel={finish}
        onPointerLeave={finish}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
        <Button size="small" onClick={clear} disabled={disabled || !inked}>
          Clear drawing
        </Button>
        <FormHelperText id={helpId} error={Boolean(error)} sx={{ m: 0 }}>
          {error ?? 'Your typed full name is your signature; a drawing only illustrates it.'}
        </FormHelperText>
      </Stack>
    </Box>
  );
}
