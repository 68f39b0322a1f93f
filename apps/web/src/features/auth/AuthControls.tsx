import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, useState } from 'react';

/**
 * Plain input and button for the sign-in page, styled like antd's large controls through the
 * CSS variables AuthCard sets from the theme tokens. The sign-in page is the first thing
 * loaded, so it avoids antd's Input, Button and Form (about 40 kB gzip together).
 */
export const AUTH_CSS = `
.kc-auth-input{display:flex;align-items:center;gap:8px;height:40px;padding:0 11px;box-sizing:border-box;border:1px solid var(--kc-auth-border);border-radius:var(--kc-auth-radius);background:#fff;transition:border-color .2s,box-shadow .2s;color:var(--kc-auth-text)}
.kc-auth-input:hover{border-color:var(--kc-auth-primary-hover)}
.kc-auth-input:focus-within{border-color:var(--kc-auth-primary);box-shadow:0 0 0 2px var(--kc-auth-outline)}
.kc-auth-input[data-invalid=true]{border-color:var(--kc-auth-error)}
.kc-auth-input[data-invalid=true]:focus-within{box-shadow:0 0 0 2px var(--kc-auth-error-outline)}
.kc-auth-input input{flex:1;min-width:0;border:none;outline:none;background:transparent;font:inherit;font-size:16px;color:inherit;padding:0}
.kc-auth-input input::placeholder{color:var(--kc-auth-placeholder)}
.kc-auth-input .kc-auth-icon{color:var(--kc-auth-text);display:inline-flex}
.kc-auth-input .kc-auth-eye{border:none;background:none;padding:0;cursor:pointer;color:var(--kc-auth-placeholder);display:inline-flex;font-size:14px}
.kc-auth-button{height:40px;padding:0 15px;font:inherit;font-size:16px;border-radius:var(--kc-auth-radius);border:1px solid var(--kc-auth-border);background:#fff;color:var(--kc-auth-text);cursor:pointer;white-space:nowrap;display:inline-flex;align-items:center;justify-content:center;gap:8px;transition:all .2s}
.kc-auth-button:hover:not(:disabled){color:var(--kc-auth-primary-hover);border-color:var(--kc-auth-primary-hover)}
.kc-auth-button:focus-visible{outline:2px solid var(--kc-auth-outline);outline-offset:1px}
.kc-auth-button:disabled{cursor:not-allowed;color:var(--kc-auth-disabled-text);background:var(--kc-auth-disabled-bg);border-color:var(--kc-auth-border)}
.kc-auth-button.primary{background:var(--kc-auth-primary);border-color:var(--kc-auth-primary);color:var(--kc-on-primary,#1f1f1f)}
.kc-auth-button.primary:hover:not(:disabled){background:var(--kc-auth-primary-hover);border-color:var(--kc-auth-primary-hover);color:var(--kc-on-primary,#1f1f1f)}
.kc-auth-button.primary:disabled{opacity:.65;background:var(--kc-auth-primary);color:var(--kc-on-primary,#1f1f1f)}
.kc-auth-button.block{width:100%}
.kc-auth-spin{width:14px;height:14px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:kc-auth-spin .8s linear infinite}
@keyframes kc-auth-spin{to{transform:rotate(360deg)}}
`;

export interface AuthInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  prefix?: ReactNode;
  invalid?: boolean;
  /** Adds the show / hide toggle of a password field. */
  password?: boolean;
  testId?: string;
}

export function AuthInput({ prefix, invalid, password, testId, type, ...rest }: AuthInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <span className="kc-auth-input" data-invalid={!!invalid}>
      {prefix && <span className="kc-auth-icon">{prefix}</span>}
      <input {...rest} type={password ? (shown ? 'text' : 'password') : (type ?? 'text')} aria-invalid={!!invalid} data-testid={testId} />
      {password && (
        <button
          type="button"
          className="kc-auth-eye"
          tabIndex={-1}
          aria-label={shown ? 'hide' : 'show'}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      )}
    </span>
  );
}

export interface AuthButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  primary?: boolean;
  block?: boolean;
  loading?: boolean;
  testId?: string;
}

export function AuthButton({ primary, block, loading, testId, className, children, disabled, type, ...rest }: AuthButtonProps) {
  const classes = ['kc-auth-button', primary && 'primary', block && 'block', className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type ?? 'button'} className={classes} disabled={disabled || loading} aria-busy={loading} data-testid={testId}>
      {loading && <span className="kc-auth-spin" aria-hidden />}
      {children}
    </button>
  );
}
