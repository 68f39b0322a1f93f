import { Form, type FormInstance, type FormProps, Modal } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../api/request.ts';
import { fieldOfRefusal } from '../lib/fieldOfRefusal.ts';

/** What a dialog needs of its save (a TanStack mutation is one). */
export interface DialogSave<I> {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
  mutate: (input: I) => void;
}

export interface FormDialogProps<V, I = V> {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The save: OK submits the checked values to it and waits while it is pending; it closes the dialog itself on success. */
  save: DialogSave<I>;
  /** The save's input of the form's values (the values themselves by default). */
  input?: (values: V) => I;
  /** The form, when the dialog's content watches it (Form.useWatch). */
  form?: FormInstance<V>;
  initialValues?: FormProps<V>['initialValues'];
  /** Other props of the form (name, onValuesChange, data-testid). */
  formProps?: Omit<FormProps<V>, 'form' | 'initialValues' | 'onFinish' | 'children'>;
  okText?: string;
  width?: number;
  /** data-testid of the dialog (around the whole modal), of its OK and of its Cancel button. */
  testId?: string;
  okTestId?: string;
  cancelTestId?: string;
  /** Buttons before Cancel and OK (another way to save). */
  extraButtons?: ReactNode;
  /** Above the form (a hint). */
  header?: ReactNode;
  /** Below the form (a preview of what OK does). */
  footnote?: ReactNode;
  /** Whether a click on the mask closes the dialog (it does unless told). */
  maskClosable?: boolean;
  children: ReactNode;
}

/**
 * The modal form of a screen: antd Modal + vertical Form. OK submits the checked values to the
 * save and shows its pending state; a refusal naming one of the form's fields (`Field: reason`)
 * is shown on that field (the request layer has toasted it); closing resets the form (nothing
 * is kept) and the save's state.
 */
export function FormDialog<V extends object, I = V>({
  open,
  title,
  onClose,
  save,
  input,
  form: given,
  initialValues,
  formProps,
  okText,
  width,
  testId,
  okTestId,
  cancelTestId,
  extraButtons,
  header,
  footnote,
  maskClosable = true,
  children,
}: FormDialogProps<V, I>) {
  const { t } = useTranslation('common');
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const { error } = save;

  useEffect(() => {
    if (!(error instanceof ApiCallError)) return;
    const fields = Object.keys(form.getFieldsValue() ?? {});
    const about = fieldOfRefusal(error, (name) => fields.includes(name));
    if (about) form.setFields([{ name: about.field as never, errors: [about.message] }]);
  }, [error, form]);

  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={close}
      onOk={() => form.submit()}
      okText={okText ?? t('ok')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      okButtonProps={okTestId ? ({ 'data-testid': okTestId } as Record<string, string>) : undefined}
      cancelButtonProps={cancelTestId ? ({ 'data-testid': cancelTestId } as Record<string, string>) : undefined}
      mask={maskClosable ? undefined : { closable: false }}
      footer={
        extraButtons
          ? (_, { OkBtn, CancelBtn }) => (
              <>
                {extraButtons}
                <CancelBtn />
                <OkBtn />
              </>
            )
          : undefined
      }
      destroyOnHidden
      modalRender={testId ? (node) => <div data-testid={testId}>{node}</div> : undefined}
    >
      {header}
      <Form<V>
        {...formProps}
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initialValues}
        onFinish={(values) => save.mutate(input ? input(values) : (values as unknown as I))}
      >
        {children}
      </Form>
      {footnote}
    </Modal>
  );
}
