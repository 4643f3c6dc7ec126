define float @f(float %a, float %b) {
  %s = fadd float %a, %b
  ret float %s
}
