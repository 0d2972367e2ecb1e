import './detail.css';

/** Two letters in a disc, where the organiser gives no picture or logo; decorative for screen readers. */
export function Initials({ text, color }: { text: string; color?: string }) {
  return (
    <span className="initials" aria-hidden="true" style={color ? { background: color } : undefined}>
      {text.toUpperCase()}
    </span>
  );
}
