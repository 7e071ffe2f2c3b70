import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** The id of the h1, for a section's aria-labelledby. */
  titleId?: string;
  children?: ReactNode;
}

/** The opening of an inner page: small caps eyebrow, a large title, a lead; clears the fixed top bar. */
export function PageIntro({ eyebrow, title, lead, titleId, children }: PageIntroProps) {
  return (
    <Box
      sx={{
        position: 'relative',
        pt: { xs: 16, md: 22 },
        pb: { xs: 6, md: 9 },
        background:
          'radial-gradient(ellipse 60% 70% at 85% 0%, rgba(120, 120, 255, 0.12), transparent 70%), radial-gradient(ellipse 50% 60% at 0% 20%, rgba(0, 170, 190, 0.08), transparent 70%)',
      }}
    >
      <Container maxWidth="lg">
        <Typography
          component="p"
          sx={{
            mb: { xs: 2, md: 3 },
            fontSize: 12,
            fontWeight: 600,
            letterSpacing: '0.24em',
            textTransform: 'uppercase',
            color: 'rgba(255, 255, 255, 0.55)',
          }}
        >
          {eyebrow}
        </Typography>
        <Typography
          id={titleId}
          variant="h1"
          sx={{ fontSize: 'clamp(2.5rem, 1.6rem + 3.6vw, 4.75rem)', maxWidth: '16ch', mb: lead ? 3 : 0 }}
        >
          {title}
        </Typography>
        {lead && (
          <Typography
            component="div"
            sx={{
              maxWidth: '40rem',
              fontSize: 'clamp(1.05rem, 0.98rem + 0.35vw, 1.25rem)',
              lineHeight: 1.65,
              color: 'rgba(255, 255, 255, 0.68)',
            }}
          >
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
