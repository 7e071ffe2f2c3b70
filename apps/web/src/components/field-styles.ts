/** The text fields of the public forms: a faint fill and soft borders on the dark page. */
export const fieldSx = {
  '& .MuiOutlinedInput-root': {
    bgcolor: 'rgba(255, 255, 255, 0.025)',
    borderRadius: '12px',
    '& fieldset': { borderColor: 'rgba(255, 255, 255, 0.14)' },
    '&:hover fieldset': { borderColor: 'rgba(255, 255, 255, 0.32)' },
  },
} as const;
