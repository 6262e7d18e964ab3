/**
 * The fields every new profile document starts with, apart from the person's name, avatar and
 * timestamps (spec section 3 defaults). One definition for the functions that create profiles and
 * for the tests that arrange them.
 */
export function newProfileFields() {
  return {
    role: 'student' as 'student' | 'mentor',
    admin_role: 'student' as 'student' | 'admin',
    bio: '',
    description: '',
    location: '',
    hourly_rate: 0,
    topmate_url: '',
    specialization: '',
    expertise: [] as string[],
    calendly_url: null as string | null,
  };
}
