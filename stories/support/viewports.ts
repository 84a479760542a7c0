/** The phone of the checks (390 × 844) as a Storybook viewport: spread into a story's parameters. */
export const PHONE_PARAMETERS = {
  viewport: {
    options: {
      phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' as const },
    },
  },
}

/** The story globals that open a story on that phone. */
export const ON_PHONE = { viewport: { value: 'phone', isRotated: false } }
