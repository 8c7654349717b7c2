import type { ContactField, ContactFormDefinition } from '../definition'
import { ChoiceGroup, SelectField } from './ChoiceField'
import { ContactDateField, ContactTimeField } from './DateTimeFields'
import type { FieldError } from './field-errors'
import { AcceptanceField, CaptchaField, MessageBlock, NumberField, QuizField } from './SmallFields'
import { TextField } from './TextField'
import './contact-form.css'

type Props = {
  field: ContactField
  unitTag: string
  error?: FieldError
  captcha: ContactFormDefinition['captcha']
  quiz: ContactFormDefinition['quiz']
}

/** One field of the form, by its type. */
export function ContactFieldView({ field, unitTag, error, captcha, quiz }: Props) {
  const props = { unitTag, error }
  switch (field.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
    case 'textarea':
      return <TextField field={field} {...props} />
    case 'number':
      return <NumberField field={field} {...props} />
    case 'date':
      return <ContactDateField field={field} {...props} />
    case 'time':
      return <ContactTimeField field={field} {...props} />
    case 'select':
      return <SelectField field={field} {...props} />
    case 'checkbox':
    case 'radio':
      return <ChoiceGroup field={field} {...props} />
    case 'acceptance':
      return <AcceptanceField field={field} {...props} />
    case 'quiz':
      return <QuizField field={field} {...props} quiz={quiz?.[field.name]} />
    case 'captcha':
      return <CaptchaField field={field} {...props} src={captcha?.[field.name]} />
    case 'message':
      return <MessageBlock field={field} />
  }
}
