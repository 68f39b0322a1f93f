import type { CSSProperties, ReactNode } from 'react';

/** The shared frame of the 401 / 404 / soon pages: plain markup, no antd (keeps public chunks small). */
export function ErrorFrame(props: { testId: string; code: ReactNode; title: string; text: string; hint?: string; actions: ReactNode }) {
  return (
    <div data-testid={props.testId} style={frame}>
      <div style={codeStyle} aria-hidden>
        {props.code}
      </div>
      <h1 style={{ fontSize: 28, margin: '8px 0' }}>{props.title}</h1>
      <p style={{ fontSize: 16, color: '#606266', margin: '8px 0' }}>{props.text}</p>
      {props.hint ? <p style={{ color: '#5e6d82', margin: '4px 0 16px' }}>{props.hint}</p> : null}
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', marginTop: 16 }}>{props.actions}</div>
    </div>
  );
}

const frame: CSSProperties = {
  minHeight: 360,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: 32,
  color: '#303133',
};

const codeStyle: CSSProperties = {
  fontSize: 96,
  fontWeight: 700,
  lineHeight: 1,
  color: 'var(--kc-primary-text, #1f6fc4)',
};

export const buttonStyle: CSSProperties = {
  display: 'inline-block',
  padding: '8px 20px',
  borderRadius: 6,
  border: '1px solid var(--kc-primary, #409EFF)',
  background: 'var(--kc-primary, #409EFF)',
  color: 'var(--kc-on-primary, #1f1f1f)',
  textDecoration: 'none',
  cursor: 'pointer',
  fontSize: 14,
};

export const ghostButtonStyle: CSSProperties = { ...buttonStyle, background: '#fff', color: 'var(--kc-primary-text, #1f6fc4)' };
